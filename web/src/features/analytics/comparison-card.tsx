import { Card } from '../../components/ui/card';
import type { ComparisonView } from './analytics';

/** "vs. Average Male (Age N)": you, the average, and the verdict in words. */
export function ComparisonCard({ title, rows }: { title: string; rows: readonly ComparisonView[] }) {
  return (
    <Card title={title} titleId="comparison" className="comparison-card">
      {/* Narrower than its three columns (a phone under 280 px, or large text) the table scrolls
          in its card, as a data table may, rather than the screen sideways. */}
      <div className="comparison__scroll">
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
