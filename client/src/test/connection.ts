import { act } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * Lets a test file take the browser off the network and back, as `navigator.onLine` and its `online` and `offline`
 * events say (jsdom is always online). Online again after each test.
 */
export function emulateConnection(): (online: boolean) => void {
  let online = true;
  vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  afterEach(() => {
    online = true;
  });
  return (next) =>
    act(() => {
      online = next;
      window.dispatchEvent(new Event(next ? 'online' : 'offline'));
    });
}
