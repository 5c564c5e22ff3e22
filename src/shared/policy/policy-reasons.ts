import { defineMessage, defineMessages } from '../i18n/words'

/**
 * The words of a refused policy: the line the agent sees (POLICY_REFUSED), and each reason it
 * can give (POLICY_REASONS), one home for all of them.
 *
 * Every reason is whole sentences ending in their own full stop or question mark, and the line
 * puts no punctuation after `{reason}`: a reason joins the line in every language without a
 * doubled mark, whichever reason it is (policy-reasons.test.ts reads all of them in all six).
 * A reason names the key it is about by its path in the file (`catalogs[1].environment`);
 * where the file is text, the line also says the line and column.
 */
export const POLICY_REFUSED = defineMessages({
  file: {
    id: 'policy.refused',
    defaultMessage:
      "The organization's policy file {file} was ignored. {reason} Ask IT to correct it; until then the app works as without a policy.",
  },
  fileAt: {
    id: 'policy.refusedAt',
    defaultMessage:
      "The organization's policy file {file} was ignored: the problem is at line {line}, column {column}. {reason} Ask IT to correct it; until then the app works as without a policy.",
  },
  registry: {
    id: 'policy.refusedRegistry',
    defaultMessage:
      "The organization's policy in the registry value {value} was ignored. {reason} Ask IT to correct it; until then the app works as without a policy.",
  },
  registryAt: {
    id: 'policy.refusedRegistryAt',
    defaultMessage:
      "The organization's policy in the registry value {value} was ignored: the problem is at line {line}, column {column} of its text. {reason} Ask IT to correct it; until then the app works as without a policy.",
  },
})

export const POLICY_REASONS = defineMessages({
  unreadable: { id: 'policy.reason.unreadable', defaultMessage: 'It could not be read ({code}).' },
  notAFile: {
    id: 'policy.reason.notAFile',
    defaultMessage:
      'It is not a file but {kind, select, folder {a folder} link {a symbolic link} fifo {a named pipe (FIFO)} socket {a socket} device {a device} other {something else}}.',
  },
  owner: {
    id: 'policy.reason.owner',
    defaultMessage:
      '{target, select, folder {Its folder {folder}} other {It}} belongs to user ID {uid}, not to root.',
  },
  writable: {
    id: 'policy.reason.writable',
    defaultMessage:
      '{target, select, folder {Its folder {folder}} other {It}} can be changed by users other than root (mode {mode}).',
  },
  tooLarge: {
    id: 'policy.reason.tooLarge',
    defaultMessage: 'It is {size, number} bytes, more than the {max, number} a policy may have.',
  },
  grew: {
    id: 'policy.reason.grew',
    defaultMessage: 'It is more than the {max, number} bytes a policy may have.',
  },
  folderLink: {
    id: 'policy.reason.folderLink',
    defaultMessage: 'Its folder {folder} is a symbolic link, not a folder.',
  },
  replaced: { id: 'policy.reason.replaced', defaultMessage: 'It was replaced while it was being read.' },
  timedOut: {
    id: 'policy.reason.timedOut',
    defaultMessage: '{program} did not answer within {seconds, number} seconds.',
  },
  programFailed: {
    id: 'policy.reason.programFailed',
    defaultMessage: '{program} failed (exit code {code}).',
  },
  registryType: {
    id: 'policy.reason.registryType',
    defaultMessage: "The value is of type {type}; it must be REG_SZ, holding the policy's JSON.",
  },
  registryOutput: {
    id: 'policy.reason.registryOutput',
    defaultMessage: 'The answer of reg.exe could not be read.',
  },
  tooDeep: { id: 'policy.reason.tooDeep', defaultMessage: 'It nests more than {max, number} levels deep.' },
  notJsonPlain: { id: 'policy.reason.notJsonPlain', defaultMessage: 'It is not JSON.' },
  notJson: {
    id: 'policy.reason.notJson',
    defaultMessage: 'It is not JSON: there is {found} where {expected} should be.',
    description: '{found} is the character or word in the file, quoted; {expected} is policy.json.expected',
  },
  notJsonEnd: {
    id: 'policy.reason.notJsonEnd',
    defaultMessage: 'It is not JSON: the text ends where {expected} should follow.',
    description: '{expected} is policy.json.expected',
  },
  notObject: {
    id: 'policy.reason.notObject',
    defaultMessage: 'It is not a JSON object: a policy is written between curly braces.',
  },
  unknownKeyNear: {
    id: 'policy.reason.unknownKeyNear',
    defaultMessage: 'The key “{key}” is not allowed here. Did you mean “{near}”?',
    description: '{near} is the allowed key closest to the one written',
  },
  unknownKey: {
    id: 'policy.reason.unknownKey',
    defaultMessage: 'The key “{key}” is not allowed here. The keys allowed here are {allowed}.',
    description: '{allowed} lists the keys, each quoted, joined by filters.or',
  },
  secretKey: {
    id: 'policy.reason.secretKey',
    defaultMessage:
      'The key “{key}” looks like a secret, and a policy never carries a token or password. Remove it: each agent connects with their own token, kept in their keychain.',
  },
  prototypeKey: {
    id: 'policy.reason.prototypeKey',
    defaultMessage: 'The key “{key}” is not allowed: it could change how the app reads every object.',
  },
  missing: {
    id: 'policy.reason.missing',
    defaultMessage: 'The key “{key}” is missing from “{object}”.',
    description: '{object} is where the key belongs in the file, such as catalogs[1]',
  },
  wrongType: {
    id: 'policy.reason.wrongType',
    defaultMessage:
      '“{path}” must be {expected, select, text {text in double quotes} boolean {true or false} number {a number} list {a list in square brackets} object {an object in curly braces} other {another kind of value}}.',
    description:
      '{path} is the key in the file, such as catalogs[1].label; true and false are written as in the file',
  },
  empty: { id: 'policy.reason.empty', defaultMessage: '“{path}” is empty.' },
  tooLong: {
    id: 'policy.reason.tooLong',
    defaultMessage: '“{path}” is longer than {max, plural, one {# character} other {# characters}}.',
  },
  tooMany: {
    id: 'policy.reason.tooMany',
    defaultMessage: '“{path}” lists more than {max, plural, one {# entry} other {# entries}}.',
  },
  tooSmall: { id: 'policy.reason.tooSmall', defaultMessage: '“{path}” must be {min, number} or more.' },
  tooBig: { id: 'policy.reason.tooBig', defaultMessage: '“{path}” must be {max, number} or less.' },
  notWhole: { id: 'policy.reason.notWhole', defaultMessage: '“{path}” must be a whole number.' },
  notOneOf: {
    id: 'policy.reason.notOneOf',
    defaultMessage: '“{path}” must be one of {allowed}.',
    description:
      '{allowed} lists the values as written in the file, each with its name in the app (policy.namedValue)',
  },
  badValue: {
    id: 'policy.reason.badValue',
    defaultMessage: '“{path}” cannot be used. {detail}',
    description: '{detail} is one or more whole sentences saying why',
  },
  invalid: { id: 'policy.reason.invalid', defaultMessage: '“{path}” cannot be used.' },
  duplicate: {
    id: 'policy.reason.duplicate',
    defaultMessage: 'The address {address} is already listed above.',
  },
  timeZone: {
    id: 'policy.reason.timeZone',
    defaultMessage:
      '“{zone}” is not a time zone name this app knows. Use an IANA name such as Europe/Berlin.',
  },
})

/** What JSON wanted where a text stopped being JSON (json-text.ts's JsonExpected), inside notJson. */
export const JSON_EXPECTED = defineMessage({
  id: 'policy.json.expected',
  defaultMessage:
    '{expected, select, value {a value} key {a key in double quotes} colon {a colon} commaOrBrace {a comma or a closing curly brace} commaOrBracket {a comma or a closing square bracket} end {nothing more} quote {a closing double quote} escape {an escape such as \\n or \\u00e9} digit {a digit} hexDigit {a hexadecimal digit} other {something else}}',
  description: 'A noun phrase that follows "where … should be"; \\n and \\u00e9 are written as in the file',
})

/** A value as written in the file, with its name in the app: “production” (Production). */
export const NAMED_VALUE = defineMessage({ id: 'policy.namedValue', defaultMessage: '{value} ({name})' })
