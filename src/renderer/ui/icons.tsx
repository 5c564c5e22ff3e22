import { memo, type ReactNode } from 'react'

/**
 * Small line icons drawn inline, so no icon font or external file is loaded.
 *
 * Always decorative (`aria-hidden`): every control that uses one also has a text name.
 */
function Icon({
  children,
  className,
}: {
  readonly children: ReactNode
  readonly className?: string | undefined
}) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

type IconProps = { readonly className?: string }

/**
 * An icon with its drawing, memoised: it changes only with its class, and a screen showing the
 * next item (the pane's dozen icons) would otherwise render and compare every path again.
 */
function icon(name: string, drawing: ReactNode) {
  const Drawn = (props: IconProps) => <Icon {...props}>{drawing}</Icon>
  Drawn.displayName = name
  return memo(Drawn)
}

export const CheckIcon = icon('CheckIcon', <path d="M3 8.5l3.2 3L13 4.5" />)
export const HourglassIcon = icon(
  'HourglassIcon',
  <path d="M4 2h8M4 14h8M5 2c0 3 6 3.5 6 6s-6 3-6 6M11 2c0 3-6 3.5-6 6" />,
)
export const SendIcon = icon('SendIcon', <path d="M2 8l12-5.5L10 14l-2.5-4.5L2 8z" />)
export const BanIcon = icon(
  'BanIcon',
  <>
    <circle cx="8" cy="8" r="6" />
    <path d="M3.8 3.8l8.4 8.4" />
  </>,
)
export const DotIcon = icon(
  'DotIcon',
  <>
    <circle cx="8" cy="8" r="6" />
    <circle cx="8" cy="8" r="2" fill="currentColor" />
  </>,
)
export const QuestionIcon = icon(
  'QuestionIcon',
  <>
    <circle cx="8" cy="8" r="6" />
    <path d="M6.3 6.2a1.8 1.8 0 113 1.4c-.7.4-1.3.8-1.3 1.7M8 11.3v.1" />
  </>,
)
export const WarningIcon = icon('WarningIcon', <path d="M8 2l6.5 11.5h-13L8 2zM8 6.5v3M8 11.6v.1" />)
export const InfoIcon = icon(
  'InfoIcon',
  <>
    <circle cx="8" cy="8" r="6" />
    <path d="M8 7.2v3.8M8 5v.1" />
  </>,
)
export const CloseIcon = icon('CloseIcon', <path d="M4 4l8 8M12 4l-8 8" />)
export const RefreshIcon = icon(
  'RefreshIcon',
  <path d="M13 3v3.5H9.5M3 13V9.5h3.5M12.6 6.5A5 5 0 003.9 5M3.4 9.5a5 5 0 008.7 1.5" />,
)
export const CopyIcon = icon(
  'CopyIcon',
  <>
    <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
    <path d="M10.5 3.5V3a1 1 0 00-1-1H3a1 1 0 00-1 1v6.5a1 1 0 001 1h.5" />
  </>,
)
export const PencilIcon = icon('PencilIcon', <path d="M10.5 2.5l3 3L6 13H3v-3l7.5-7.5zM9 4l3 3" />)
export const ExternalIcon = icon(
  'ExternalIcon',
  <path d="M9 2.5h4.5V7M13.5 2.5L7 9M11.5 9.5v3a1 1 0 01-1 1h-7a1 1 0 01-1-1v-7a1 1 0 011-1h3" />,
)
export const FirstIcon = icon('FirstIcon', <path d="M4 3.5v9M12 3.5L7.5 8 12 12.5" />)
export const PrevIcon = icon('PrevIcon', <path d="M10 3.5L5.5 8 10 12.5" />)
export const NextIcon = icon('NextIcon', <path d="M6 3.5L10.5 8 6 12.5" />)
export const LastIcon = icon('LastIcon', <path d="M12 3.5v9M4 3.5L8.5 8 4 12.5" />)
export const SortAscIcon = icon('SortAscIcon', <path d="M8 13V3M4.5 6.5L8 3l3.5 3.5" />)
export const SortDescIcon = icon('SortDescIcon', <path d="M8 3v10M4.5 9.5L8 13l3.5-3.5" />)
export const SortNoneIcon = icon('SortNoneIcon', <path d="M5 6l3-3 3 3M5 10l3 3 3-3" />)
export const ImageIcon = icon(
  'ImageIcon',
  <>
    <rect x="2" y="3" width="12" height="10" rx="1.5" />
    <path d="M2.5 11.5l3.5-3.5 3 3 1.5-1.5 3 3" />
  </>,
)
export const KeyIcon = icon(
  'KeyIcon',
  <>
    <circle cx="5.5" cy="10.5" r="3" />
    <path d="M7.6 8.4L13.5 2.5M11 5l1.8 1.8M9.6 6.4l1.4 1.4" />
  </>,
)
