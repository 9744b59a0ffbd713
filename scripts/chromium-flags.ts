// The flags every Chromium this project starts is given (the journeys, the bench's browser, Lighthouse): it runs as
// root without a sandbox, and on a machine with no internet, where Chromium's own background connections are refused
// many at a time (MACHINE-NOTES.md).
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
