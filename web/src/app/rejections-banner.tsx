import { TriangleAlert } from 'lucide-react';
import { useRejections } from '../db/hooks/sync';
import { clearRejection } from '../db/sync-state';
import { getDatabase } from '../db/database';

/** Changes the server refused for good: the user is told what and why, and can dismiss it. */
export function RejectionsBanner() {
  const rejections = useRejections();
  if (rejections.length === 0) return null;
  return (
    <div className="rejections" role="alert">
      {rejections.map((rejection) => (
        <div key={rejection.seq} className="rejections__item">
          <TriangleAlert size={16} aria-hidden="true" />
          <p>
            A change could not be saved on the server: {rejection.message}
          </p>
          <button type="button" className="button button--ghost" onClick={() => void clearRejection(getDatabase(), rejection.seq)}>
            Dismiss
          </button>
        </div>
      ))}
    </div>
  );
}
