import type { Database } from "../db/types";

type Job = {
  jobname: string;
  schedule: string;
  command: string;
};

export interface CronRunner {
  close(): Promise<void>;
}

/** pg_cron's interval schedules (`'5 seconds'`, 1–59) and every minute (`'* * * * *'`), in ms. */
export function intervalOf(schedule: string): number | null {
  if (schedule.trim() === "* * * * *") return 60_000;
  const seconds = /^\s*(\d{1,2})\s+seconds?\s*$/i.exec(schedule)?.[1];
  const n = Number(seconds);
  return seconds !== undefined && n >= 1 && n <= 59 ? n * 1000 : null;
}

/**
 * pg_cron's scheduler, for the `cron` stand-in: runs each active job of `cron.job` (as the
 * migrations left them at start) on its interval, as the database owner, one run of a job at a
 * time. Other cron expressions are reported and not run.
 */
export async function startCronRunner(db: Database): Promise<CronRunner> {
  const { rows } = await db.query<Job>(
    "select jobname, schedule, command from cron.job where active order by jobid",
  );
  const runs = new Set<Promise<void>>();
  const timers = rows.flatMap((job) => {
    const every = intervalOf(job.schedule);
    if (every === null) {
      console.warn(
        `[local-backend] cron job ${job.jobname}: schedule "${job.schedule}" is not run by the local backend (only "N seconds" and "* * * * *")`,
      );
      return [];
    }
    let busy = false;
    return [
      setInterval(() => {
        if (busy) return;
        busy = true;
        const run = db
          .exec(job.command)
          .catch((error: unknown) =>
            console.error(`[local-backend] cron job ${job.jobname} failed:`, error),
          )
          .finally(() => {
            busy = false;
            runs.delete(run);
          });
        runs.add(run);
      }, every),
    ];
  });
  return {
    async close() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(runs);
    },
  };
}
