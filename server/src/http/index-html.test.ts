import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths.js';
import { ContentService } from '../modules/content/content.service.js';
import { createIndexHtml } from './index-html.js';

const BUILT = `<div id="root"><img class="boot-hero" data-route="/" data-kind="home" src="/images/hero/sigiriya.svg" width="1600" height="900" alt="Sigiriya" fetchpriority="high" decoding="async"><script>keep()</script></div>`;

function pageHtml() {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tripmate-index-')), 'index.html');
  writeFileSync(file, BUILT);
  return createIndexHtml(file, ContentService.load(paths.content));
}

describe('the index.html of each page', () => {
  it('puts a destination’s cover in place of the home page’s first slide, for that path only', () => {
    const html = pageHtml()('/destinations/ella');
    expect(html).toContain(
      '<img class="boot-hero" data-route="/destinations/ella" data-kind="destination" src="/images/covers/ella.svg" width="800" height="600" alt="Illustration: a train on the Nine Arch Bridge near Ella at dusk" fetchpriority="high" decoding="async">',
    );
    expect(html).toContain('<script>keep()</script>');
    expect(html).not.toContain('sigiriya.svg');
  });

  it('leaves the file as built for the home page, unknown destinations and other pages', () => {
    const render = pageHtml();
    for (const pathname of ['/', '/destinations/atlantis', '/business', '/destinations/ella/gallery'])
      expect(render(pathname)).toBe(BUILT);
  });
});
