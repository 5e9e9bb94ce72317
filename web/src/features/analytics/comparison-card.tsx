import { Card } from '../../components/ui/card';
import { useScrollsSideways } from '../../lib/use-scrolls-sideways';
import type { ComparisonView } from './analytics';

/** "vs. Average Male (Age N)": you, the average, and the verdict in words. */
export function ComparisonCard({ title, rows }: { title: string; rows: readonly ComparisonView[] }) {
  const [scrollBox, scrolls] = useScrollsSideways<HTMLDivElement>();
  return (
    <Card title={title} titleId="comparison" className="comparison-card">
      {/* Narrower than its three columns (a phone under 280 px, or large text) the table scrolls
          in its card, as a data table may, rather than the screen sideways; it is then a named
          stop of its own, so the arrow keys scroll it. */}
      <div
        className="comparison__scroll"
        ref={scrollBox}
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': 'Comparison table, scrolls sideways' } : {})}
      >
        <table className="comparison">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Figure</span>
              </th>
              <th scope="col">You</th>
              <th scope="col">Average</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className={`comparison__row comparison__row--${row.tone}`} data-testid="comparison-row">
                <th scope="row">
                  {row.label}
                  <span className="comparison__verdict">{row.verdict}</span>
                </th>
                <td>{row.you}</td>
                <td>{row.average}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
