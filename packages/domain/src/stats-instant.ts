/**
 * Reading stored instants fast. deriveStats reads tens of thousands of them on every screen
 * render, and Date.parse costs about three times the digit arithmetic below. Stored instants are
 * written by toISOString ("2026-11-21T09:10:00.000Z"), so that one form takes the fast path and
 * anything else goes to Date.parse: the answer is always exactly Date.parse's.
 */
import { MS_PER_DAY } from './time';

/** The digit at `index` (0-9), or a value outside 0-9 for any other character. */
function digitAt(text: string, index: number): number {
  return text.charCodeAt(index) - 48;
}

/** Negative unless 0 <= digit <= 9; or-ed over many digits it flags any bad one, branch-free. */
function badDigit(digit: number): number {
  return digit | (9 - digit);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** Epoch milliseconds of an ISO instant; NaN when it is not one (as Date.parse). */
export function parseInstant(text: string): number {
  if (
    text.length !== 24 ||
    text.charCodeAt(4) !== 45 || // -
    text.charCodeAt(7) !== 45 ||
    text.charCodeAt(10) !== 84 || // T
    text.charCodeAt(13) !== 58 || // :
    text.charCodeAt(16) !== 58 ||
    text.charCodeAt(19) !== 46 || // .
    text.charCodeAt(23) !== 90 // Z
  ) {
    return Date.parse(text);
  }
  const y0 = digitAt(text, 0), y1 = digitAt(text, 1), y2 = digitAt(text, 2), y3 = digitAt(text, 3);
  const mo0 = digitAt(text, 5), mo1 = digitAt(text, 6), d0 = digitAt(text, 8), d1 = digitAt(text, 9);
  const h0 = digitAt(text, 11), h1 = digitAt(text, 12), mi0 = digitAt(text, 14), mi1 = digitAt(text, 15);
  const s0 = digitAt(text, 17), s1 = digitAt(text, 18);
  const ms0 = digitAt(text, 20), ms1 = digitAt(text, 21), ms2 = digitAt(text, 22);
  const bad =
    badDigit(y0) | badDigit(y1) | badDigit(y2) | badDigit(y3) | badDigit(mo0) | badDigit(mo1) | badDigit(d0) |
    badDigit(d1) | badDigit(h0) | badDigit(h1) | badDigit(mi0) | badDigit(mi1) | badDigit(s0) | badDigit(s1) |
    badDigit(ms0) | badDigit(ms1) | badDigit(ms2);
  if (bad < 0) return Date.parse(text);
  const year = y0 * 1000 + y1 * 100 + y2 * 10 + y3;
  const month = mo0 * 10 + mo1;
  const day = d0 * 10 + d1;
  const hour = h0 * 10 + h1;
  const minute = mi0 * 10 + mi1;
  const second = s0 * 10 + s1;
  // Out of range (24:00, 30 February, minute 60) is left to Date.parse to judge.
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return Date.parse(text);
  const monthDays = month === 2 && isLeapYear(year) ? 29 : (MONTH_DAYS[month - 1] ?? 31);
  if (day > monthDays) return Date.parse(text);
  return daysFromCivil(year, month, day) * MS_PER_DAY + ((hour * 60 + minute) * 60 + second) * 1000 + ms0 * 100 + ms1 * 10 + ms2;
}
