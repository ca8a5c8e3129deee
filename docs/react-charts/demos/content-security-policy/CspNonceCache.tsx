import * as React from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

// In an application, the server creates a new random nonce for every response, sends it in the
// Content-Security-Policy header and hands it to the page. This demo uses a fixed placeholder.
const nonce = 'bm90LWEtcmVhbC1ub25jZQ';

function createNonceCache(direction: 'ltr' | 'rtl'): EmotionCache {
  return direction === 'rtl'
    ? createCache({ key: 'nonced-rtl', nonce, stylisPlugins: [prefixer, rtlPlugin] })
    : createCache({ key: 'nonced', nonce });
}

// In the browser the caches are created once, before React hydrates the page, so that emotion
// takes over the style elements rendered on the server. On the server, each render gets new caches.
const browserCaches =
  typeof document === 'undefined' ? null : { ltr: createNonceCache('ltr'), rtl: createNonceCache('rtl') };

// Requests answered by a web shop's edge servers per region, in thousands (invented).
const regions = ['Frankfurt', 'Dublin', 'Stockholm', 'Milan', 'Madrid'];

export default function CspNonceCache() {
  const direction = useTheme().direction;
  const cache = React.useMemo(
    () => (browserCaches ? browserCaches[direction] : createNonceCache(direction)),
    [direction],
  );
  const [report, setReport] = React.useState<string | null>(null);

  const inspect = () => {
    const elements = Array.from(document.querySelectorAll<HTMLStyleElement>(`style[data-emotion^="${cache.key}"]`));
    const withNonce = elements.filter((element) => element.nonce === nonce).length;
    setReport(`${elements.length} style elements belong to the "${cache.key}" cache; ${withNonce} of them carry the nonce.`);
  };

  return (
    <Stack spacing={1}>
      <CacheProvider value={cache}>
        <BarChart
          height={280}
          xAxis={[{ scaleType: 'band', data: regions }]}
          yAxis={[{ label: 'Requests (k)' }]}
          series={[
            { data: [412, 268, 189, 221, 174], label: 'Cached' },
            { data: [96, 71, 42, 58, 49], label: 'From origin' },
          ]}
        />
      </CacheProvider>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={inspect}>
          Inspect the style elements
        </Button>
      </Stack>
      {report && <Alert severity="info">{report}</Alert>}
    </Stack>
  );
}
