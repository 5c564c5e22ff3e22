/** How far a bulk lookup got: the progress bar, `N of M`, Cancel while it runs, and its phase. */
export function LookupProgress({
  done,
  total,
  phaseText,
  onCancel,
}: {
  readonly done: number
  readonly total: number
  readonly phaseText: string
  /** Null once nothing runs: no Cancel button then. */
  readonly onCancel: (() => void) | null
}) {
  return (
    <div className="bulk__progress">
      <div
        role="progressbar"
        aria-label="Lookup progress"
        aria-valuemin={0}
        aria-valuenow={done}
        aria-valuemax={total}
        className="bulk__bar"
      >
        <span className="bulk__bar-fill" style={{ width: `${(done / total) * 100}%` }} />
      </div>
      <span className="bulk__count num">
        {done} of {total}
      </span>
      {onCancel ? (
        <button type="button" className="button button--small" onClick={onCancel}>
          Cancel lookup
        </button>
      ) : null}
      <span className="bulk__phase" role="status">
        {phaseText}
      </span>
    </div>
  )
}
