import { describe, expect, it } from 'vitest';
import { storedLocale } from './stored-locale';

const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });

describe('the language read before start-up', () => {
  it('is the signed-in person’s saved setting, then the device’s choice, then the browser’s, then English', () => {
    const user = JSON.stringify({ preferences: { language: 'TAMIL' } });
    expect(storedLocale(storage({ token: 't', user, 'tripmate.language': 'si' }), ['en'])).toBe('ta');
    expect(storedLocale(storage({ user, 'tripmate.language': 'si' }), ['ta-LK'])).toBe('si');
    expect(storedLocale(storage({}), ['fr-FR', 'ta-LK'])).toBe('ta');
    expect(storedLocale(null, ['fr'])).toBe('en');
  });

  it('ignores a session it cannot read', () => {
    expect(storedLocale(storage({ token: 't', user: '{not json' }), ['si'])).toBe('si');
  });
});
