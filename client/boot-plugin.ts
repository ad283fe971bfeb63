import type { Plugin, Rolldown } from 'vite';

/**
 * The chunks main.tsx imports step by step while it starts (its dynamic imports) and what those import: every page
 * needs them at once, so they are preloaded with the entry's own imports instead of one round trip after another.
 */
export function startupChunks(entry: Rolldown.OutputChunk, bundle: Rolldown.OutputBundle): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (file === entry.fileName || files.has(file) || chunk?.type !== 'chunk') return;
    files.add(file);
    chunk.imports.forEach(visit);
  };
  entry.dynamicImports.forEach(visit);
  return [...files];
}

/**
 * Starts the app's JavaScript only once the page's largest picture (the <img class="boot-hero"> in index.html: the
 * home page's first hero slide or a destination's cover) has loaded, so on a slow phone connection the picture does
 * not compete with 160 KB of scripts, and the first screen paints before any script runs. Pages without one start
 * the scripts after their first paint. Build only: the dev server injects its own scripts.
 *
 * Vite's `<script type="module">` and `<link rel="modulepreload">` tags are replaced by a small loader that adds
 * the same tags later; a timer starts them anyway if the picture is slow (e.g. a large photograph).
 */
export function deferAppScriptPlugin(): Plugin {
  return {
    name: 'tripmate-defer-app-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry) throw new Error('index.html: no module entry script to defer');
        if (!bundle || !chunk) throw new Error('index.html: the build gave no bundle to find the start-up chunks in');
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
        let out = html.replace(entry[0], '');
        for (const preload of preloads) out = out.replace(preload[0], '');
        const hrefs = [
          ...new Set([...preloads.map((p) => p[1]!), ...startupChunks(chunk, bundle).map((file) => `/${file}`)]),
        ];
        const loader = `<script>
      (function () {
        var started = false;
        function start() {
          if (started) return;
          started = true;
          // After the frame that shows the picture: the first paint never waits for a script (a tab in the
          // background paints nothing, so it starts at once).
          if (document.visibilityState !== 'visible') return load();
          requestAnimationFrame(function () { setTimeout(load, 0); });
        }
        function load() {
          ${JSON.stringify(hrefs)}.forEach(function (href) {
            var link = document.createElement('link');
            link.rel = 'modulepreload';
            link.crossOrigin = '';
            link.href = href;
            document.head.appendChild(link);
          });
          var script = document.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          script.src = ${JSON.stringify(entry[1])};
          document.head.appendChild(script);
        }
        var hero = document.querySelector('.boot-hero');
        if (!hero || hero.complete) return start();
        hero.addEventListener('load', start);
        hero.addEventListener('error', start);
        setTimeout(start, 1500);
      })();
    </script>`;
        return out.replace('</body>', `  ${loader}\n  </body>`);
      },
    },
  };
}
