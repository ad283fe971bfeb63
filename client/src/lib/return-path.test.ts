import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnPath } from './return-path';

describe('the path to go back to after signing in', () => {
  it('is a path of this site, with its query and fragment', () => {
    expect(safeReturnPath('/planner?to=Kandy')).toBe('/planner?to=Kandy');
    expect(safeReturnPath('/plans/p-1#day-2')).toBe('/plans/p-1#day-2');
  });

  it('is never another site, a script, or the sign-in pages themselves', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'planner',
      '',
      null,
      undefined,
      '/auth/signin?next=/x',
      '/oauth-success?code=1',
    ]) {
      expect(safeReturnPath(bad), String(bad)).toBeNull();
    }
  });

  it('goes on the sign-in page’s address only when it is safe', () => {
    expect(withReturnPath('/auth/signin', '/planner?to=Kandy')).toBe('/auth/signin?next=%2Fplanner%3Fto%3DKandy');
    expect(withReturnPath('/auth/signin', 'https://evil.example')).toBe('/auth/signin');
  });
});
