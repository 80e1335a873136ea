/**
 * Web Storage that never throws: storage can be disabled, full, or blocked (private modes,
 * sandboxed iframes), and a missing preference must never break the page.
 */
type Area = 'localStorage' | 'sessionStorage';

export function read(area: Area, key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

export function write(area: Area, key: string, value: string): void {
  try {
    window[area].setItem(key, value);
  } catch {
    // Not stored: the choice lasts until the page is left.
  }
}
