/** Browsers, most specific first (Edge and Opera also say Chrome; Chrome also says Safari). */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChromium\//, 'Chromium'],
  [/\b(Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems, most specific first (Android and ChromeOS also say Linux; iOS also says Mac OS X). */
const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (ua: string, table: [RegExp, string][]) => table.find(([re]) => re.test(ua))?.[1];

/**
 * A short, language-neutral label of the browser a session started in, for the account page:
 * "Chrome (Windows)", "Safari (iOS)", "Firefox"; for an unknown client its first product token
 * ("curl"); '' when it sent no User-Agent. Product names only: nothing here needs translating.
 */
export function deviceLabel(userAgent: string | null): string {
  const ua = userAgent?.trim() ?? '';
  if (!ua) return '';
  const browser = first(ua, BROWSERS);
  const system = first(ua, SYSTEMS);
  if (browser && system) return `${browser} (${system})`;
  if (browser ?? system) return (browser ?? system) as string;
  return /^[A-Za-z][\w.-]{0,39}/.exec(ua)?.[0] ?? '';
}
