import { createHash } from 'node:crypto';
import { documentCsp, inlineScriptHashes } from './csp';

const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes the exact body of each inline script, skipping external and JSON data scripts', () => {
    const html = [
      '<script>window.a = 1;</script>',
      '<script type="module" async="">import "/assets/x.js";\n</script>',
      '<script src="/assets/y.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<SCRIPT>window.a = 1;</SCRIPT>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha('window.a = 1;'), sha('import "/assets/x.js";\n')]);
  });
});

describe('documentCsp', () => {
  it('allows scripts from self and the given hashes only', () => {
    const csp = documentCsp(['sha256-abc']);
    expect(csp).toContain("script-src 'self' 'sha256-abc';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });
});
