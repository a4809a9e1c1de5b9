import type { LeaderboardRow } from "@/lib/challenges/types";
import styles from "./challenge.module.css";

/** "1:05" from 65,000 ms; "playing" while unfinished. */
export function formatTime(ms: number | null): string {
  if (ms === null) return "playing";
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The leaderboard: rank, name, score, time; the viewer's own row marked. */
export function LeaderboardTable({ rows, questions }: { rows: LeaderboardRow[]; questions: number }) {
  if (rows.length === 0) return <p>No one has played yet. Be the first!</p>;
  return (
    <table className={styles.board} data-testid="leaderboard">
      <thead>
        <tr>
          <th scope="col">Rank</th>
          <th scope="col">Name</th>
          <th scope="col">Score</th>
          <th scope="col">Time</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, position) => (
          <tr key={position} className={row.you ? styles.you : undefined} aria-current={row.you ? "true" : undefined}>
            <td>{row.rank}</td>
            <td>
              {row.name}
              {row.you ? " (you)" : ""}
            </td>
            <td>
              {row.score}/{questions}
            </td>
            <td>{formatTime(row.finished ? row.timeMs : null)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
