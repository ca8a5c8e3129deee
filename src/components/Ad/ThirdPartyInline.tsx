import { useEffect, useState, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import AdCard from './AdCard';
import { loadThirdPartyAd, type ThirdPartyAd } from './adList';

/** Fires each tracking URL once, as an image request (no script, no credentials read). */
export function firePixels(urls: readonly string[], load: (url: string) => void): void {
  for (const url of new Set(urls)) {
    load(url);
  }
}

function loadImage(url: string): void {
  const image = new Image();
  image.src = url;
}

interface Props {
  listUrl: string | null;
  onClick: (ad: ThirdPartyAd) => void;
  onAd: (ad: ThirdPartyAd) => void;
}

/** The "inline" shape: the first usable ad of the configured list, drawn by the site itself. */
export default function ThirdPartyInline({ listUrl, onClick, onAd }: Props): ReactNode {
  const [ad, setAd] = useState<ThirdPartyAd | null>(null);
  useEffect(() => {
    if (!listUrl) {
      return undefined;
    }
    let cancelled = false;
    void loadThirdPartyAd(listUrl, (url) => fetch(url, { method: 'GET', credentials: 'omit' })).then(
      (loaded) => {
        if (!cancelled && loaded) {
          setAd(loaded);
          onAd(loaded);
          firePixels([...(loaded.statimp ? [loaded.statimp] : []), ...loaded.pixels], loadImage);
        }
      },
    );
    return () => {
      cancelled = true;
    };
    // The list is loaded once per block; the callbacks may change identity without reloading it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listUrl]);
  if (!ad) {
    return null;
  }
  return (
    <AdCard
      shape="inline"
      href={ad.statlink}
      external
      image={ad.image}
      title={ad.company}
      description={ad.description}
      byline={translate({ id: 'ad.thirdParty.byline', message: 'Sponsored' })}
      onClick={() => onClick(ad)}
    />
  );
}
