import type { LeaderboardRow } from "@/lib/challenges/types";
import styles from "./challenge.module.css";

/** "1:05" from 65,000 ms; "playing" while unfinished. */
export function formatTime(ms: number | null): string {
  if (ms === null) return "playing";
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * The leaderboard: rank, name, score, time; the viewer's own row marked, and a visitor's play from an address that
 * played already marked a replay. The creator's board has a Remove button per player (`onRemove`).
 */
export function LeaderboardTable({ rows, questions, onRemove }: { rows: LeaderboardRow[]; questions: number; onRemove?: (playerId: string) => void }) {
  if (rows.length === 0) return <p>No one has played yet. Be the first!</p>;
  return (
    <table className={styles.board} data-testid="leaderboard">
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Name</th>
          <th scope="col">Score</th>
          <th scope="col">Time</th>
          {onRemove ? (
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, position) => (
          <tr key={position} className={row.you ? styles.you : undefined} aria-current={row.you ? "true" : undefined}>
            <td>{row.rank}</td>
            <td>
              {row.name}
              {row.you ? " (you)" : ""}
              {row.replay ? <span title="A play from an address that played this challenge already"> (replay)</span> : null}
            </td>
            <td>
              {row.score}/{questions}
            </td>
            <td>{formatTime(row.finished ? row.timeMs : null)}</td>
            {onRemove ? (
              <td>
                {row.playerId && !row.you ? (
                  <button type="button" className={styles.secondary} onClick={() => onRemove(row.playerId!)} aria-label={`Remove ${row.name}`}>
                    Remove
                  </button>
                ) : null}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
