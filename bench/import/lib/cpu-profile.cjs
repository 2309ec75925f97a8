// Preloaded into the server (NODE_OPTIONS=--require, which refuses --cpu-prof itself) when the import
// benchmark profiles it: samples the main thread from start to exit, as `node --cpu-prof` would, and
// writes the profile to BENCH_IMPORT_PROFILE_FILE (a .cpuprofile for Chrome's DevTools or profile-top.mjs).
const { Session } = require('node:inspector');
const { writeFileSync } = require('node:fs');

const file = process.env.BENCH_IMPORT_PROFILE_FILE;
if (file) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 1000 }); // µs, --cpu-prof's default
  session.post('Profiler.start');
  // The in-process session answers synchronously, so the profile is written before the process is gone.
  process.on('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(file, JSON.stringify(result.profile));
    });
  });
}
