/**
 * What a device is called in the Devices card until someone names it otherwise: the browser and
 * the system, read from the user agent ("Safari on iPhone", "Chrome on Android").
 */
const BROWSERS: [pattern: RegExp, name: string][] = [
  [/EdgA?\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/CriOS\/|Chrome\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: [pattern: RegExp, name: string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (userAgent: string, table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(userAgent))?.[1];

export function defaultDeviceName(userAgent: string): string {
  const browser = first(userAgent, BROWSERS) ?? 'Browser';
  const system = first(userAgent, SYSTEMS);
  return system ? `${browser} on ${system}` : browser;
}
