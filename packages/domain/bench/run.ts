// Benchmarks of the domain rules. Each prints `BENCH <name> <value> <unit>` lines.
// Suites register themselves by being imported here.
console.info('domain benchmarks: none yet');
