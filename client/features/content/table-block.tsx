type Props = { caption: string; columns: string[]; rows: string[][] };

/** Up to this many columns a table fits a 320-px phone when its cells wrap. */
const narrowColumns = 2;
/** Every cell: tighter on phones, the outer cells keep the frame's 1rem inset. */
const cell = "px-3 py-3 align-top first:pl-4 last:pr-4 sm:px-4";

function Table({ caption, columns, rows }: Props) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="px-4 pt-4 text-left font-semibold">{caption}</caption>
      <thead>
        <tr className="border-b border-border">
          {columns.map((c) => (
            <th key={c} scope="col" className={`${cell} font-semibold`}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r[0]} className="border-b border-border last:border-0">
            {r.map((value, i) =>
              i === 0 ? (
                <th key={columns[i]} scope="row" className={`${cell} font-medium`}>
                  {value}
                </th>
              ) : (
                <td key={columns[i]} className={`${cell} text-fg-muted`}>
                  {value}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** On a phone, a wide table reads as one card per row: its first cell as the title, then label and value for each other column. */
function RowCards({ caption, columns, rows }: Props) {
  return (
    <section aria-label={caption} className="rounded-2xl border border-border bg-surface sm:hidden">
      <p className="px-4 pt-4 text-sm font-semibold">{caption}</p>
      <ul className="mt-2 divide-y divide-border text-sm">
        {rows.map((r) => (
          <li key={r[0]} className="px-4 py-3">
            <p className="font-semibold">{r[0]}</p>
            <dl className="mt-1.5 grid grid-cols-[minmax(5.5rem,auto)_1fr] gap-x-3 gap-y-1">
              {columns.slice(1).map((c, i) => (
                <div key={c} className="contents">
                  <dt className="text-fg-muted">{c}</dt>
                  <dd>{r[i + 1]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A data table from the content. Two-column tables fit every screen, cells wrapping.
 * Wider ones scroll sideways inside their frame on tablets and become row cards on phones, so no
 * column is ever hidden off-screen there without a sign.
 */
export function TableBlock(props: Props) {
  const frame = "overflow-x-auto rounded-2xl border border-border bg-surface";
  if (props.columns.length <= narrowColumns)
    return (
      <div className={frame}>
        <Table {...props} />
      </div>
    );
  return (
    <>
      <RowCards {...props} />
      <div
        className={`hidden sm:block ${frame} [&>table]:min-w-[40rem]`}
        tabIndex={0}
        role="region"
        aria-label={props.caption}
      >
        <Table {...props} />
      </div>
    </>
  );
}
