// Preloaded into the server (NODE_OPTIONS=--require) when BENCH_TEAM_PROFILE=1: SIGUSR2 starts sampling the
// main thread (as `node --cpu-prof` would), the next SIGUSR2 stops and writes BENCH_TEAM_PROFILE_FILE (a
// .cpuprofile for Chrome's DevTools or bench/annotate/profile-top.mjs). So only the phase of interest is
// profiled, not the seeding before it.
const { Session } = require('node:inspector');
const { renameSync, writeFileSync } = require('node:fs');

const file = process.env.BENCH_TEAM_PROFILE_FILE;
if (file) {
  const session = new Session();
  session.connect();
  let running = false;
  process.on('SIGUSR2', () => {
    if (!running) {
      session.post('Profiler.enable');
      session.post('Profiler.setSamplingInterval', { interval: 1000 }); // µs, --cpu-prof's default
      session.post('Profiler.start');
      running = true;
      return;
    }
    running = false;
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      // Written whole, then renamed: the benchmark waits for the file to appear.
      writeFileSync(`${file}.part`, JSON.stringify(result.profile));
      renameSync(`${file}.part`, file);
    });
  });
}
