import { MAX_SHARED_SOURCE_LENGTH, playgroundHash, readPlaygroundHash } from './playgroundUrl';

const SOURCE =
  "import Button from '@mui/material/Button';\n\nexport default function Demo() {\n  return <Button>Save</Button>;\n}\n";

describe('playground address', () => {
  it('round-trips a source through the hash', () => {
    const hash = playgroundHash(SOURCE);
    expect(hash).toMatch(/^#code=[A-Za-z0-9+\-$]+$/);
    expect(readPlaygroundHash(hash ?? '')).toEqual({ kind: 'source', source: SOURCE });
  });

  it('reads an address without code as an empty playground', () => {
    expect(readPlaygroundHash('')).toEqual({ kind: 'empty' });
    expect(readPlaygroundHash('#other=1')).toEqual({ kind: 'empty' });
  });

  it('reports a malformed or truncated shared address instead of throwing', () => {
    expect(readPlaygroundHash('#code=%%%not-lz')).toEqual({ kind: 'invalid', reason: 'undecodable' });
    const truncated = (playgroundHash(SOURCE) ?? '').slice(0, 20);
    expect(readPlaygroundHash(truncated).kind).not.toBe('source');
  });

  it('refuses sources too long to share', () => {
    expect(playgroundHash('x'.repeat(MAX_SHARED_SOURCE_LENGTH + 1))).toBeNull();
    expect(readPlaygroundHash(`#code=${'A'.repeat(MAX_SHARED_SOURCE_LENGTH * 2 + 1)}`)).toEqual({
      kind: 'invalid',
      reason: 'tooLong',
    });
  });
});
