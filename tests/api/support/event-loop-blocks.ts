// The longest stretch the event loop was held, counted in this thread's CPU
// time rather than wall time: a busy CI machine that preempts the process
// lengthens wall-clock gaps without the code blocking any longer, while the
// thread's CPU time between two turns of the loop is the work that held it.

/** Ticks on a 1 ms timer; between ticks an idle loop spends no CPU, so each tick's CPU delta is what blocked the loop. */
export function watchEventLoopBlocks(): { stop: () => { longestMs: number; turns: number } } {
  let last = process.threadCpuUsage();
  let longestMicros = 0;
  let turns = 0;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    const now = process.threadCpuUsage();
    const spent = now.user - last.user + (now.system - last.system);
    longestMicros = Math.max(longestMicros, spent);
    last = now;
    turns += 1;
    timer = setTimeout(tick, 1);
  };
  timer = setTimeout(tick, 1);
  return {
    stop: () => {
      clearTimeout(timer);
      tick();
      clearTimeout(timer);
      return { longestMs: longestMicros / 1000, turns };
    },
  };
}
