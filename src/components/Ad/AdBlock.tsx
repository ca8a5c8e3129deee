import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { trackAdEvent } from '@site/src/analytics';
import { inHouseAds, type InHouseAd } from '@site/src/data/inHouseAds';
import AdCard from './AdCard';
import AdBlockerAppeal from './AdBlockerAppeal';
import AdErrorBoundary from './AdErrorBoundary';
import ThirdPartyInline from './ThirdPartyInline';
import ThirdPartyScript from './ThirdPartyScript';
import { useAd } from './AdProvider';
import { adEventLabel, thirdPartySource, type AdShape } from './adRules';
import type { ThirdPartyAd } from './adList';
import { observePlacement, scheduleDisplayEvent, watchPlacement, type AdOutcome } from './placementWatch';
import styles from './styles.module.css';

function InHouse({ ad, shape, onClick }: { ad: InHouseAd; shape: AdShape; onClick: () => void }): ReactNode {
  return (
    <AdCard
      shape={shape}
      href={ad.link}
      external={false}
      image={useBaseUrl(ad.img)}
      title={ad.label}
      description={ad.description}
      byline={ad.poweredby}
      onClick={onClick}
    />
  );
}

/** Which ad is on screen, as the analytics label names it; null while nothing is. */
function shownName(
  outcome: AdOutcome,
  inHouse: InHouseAd | undefined,
  thirdParty: ThirdPartyAd | null,
): string | null {
  switch (outcome) {
    case 'third-party':
      return `third-party:${thirdParty?.company ?? 'ad-script'}`;
    case 'in-house':
      return inHouse ? `in-house:${inHouse.name}` : null;
    case 'appeal':
      return 'ad-blocker-appeal';
    default:
      return null;
  }
}

function AdContent(): ReactNode {
  const { ready, bot, shape, scriptUrl, listUrl } = useAd();
  const container = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<{ outcome: AdOutcome; inHouseIndex: number | null }>({
    outcome: 'pending',
    inHouseIndex: null,
  });
  const [thirdParty, setThirdParty] = useState<ThirdPartyAd | null>(null);
  const [ads] = useState(inHouseAds);
  const active = ready && !bot;
  const source = thirdPartySource(shape, { scriptUrl, listUrl });
  // With no ad network for this shape there is nothing to wait for or to block: an in-house ad at once.
  const [unconfigured] = useState(() => ({
    outcome: 'in-house' as const,
    inHouseIndex: Math.floor(Math.random() * ads.length),
  }));

  useEffect(() => {
    if (!active || !source) {
      return undefined;
    }
    return watchPlacement({
      observe: () => observePlacement(container.current),
      onChange: (state) =>
        setView((previous) => ({
          outcome: state.outcome,
          // One in-house ad per page, drawn the first time one is needed.
          inHouseIndex: previous.inHouseIndex ?? Math.floor(Math.random() * ads.length),
        })),
    });
  }, [active, source, ads.length]);

  const { outcome, inHouseIndex } = active && !source ? unconfigured : view;
  const inHouse = ads[inHouseIndex ?? 0];
  const name = shownName(outcome, inHouse, thirdParty);
  const label = name === null ? null : adEventLabel(name, shape);
  useEffect(() => {
    if (label === null) {
      return undefined;
    }
    return scheduleDisplayEvent(label, (sent) => trackAdEvent('display', sent));
  }, [label]);

  const click = useCallback(() => {
    if (label !== null) {
      trackAdEvent('click', label);
    }
  }, [label]);
  const thirdPartyClick = useCallback(
    (ad: ThirdPartyAd) => trackAdEvent('click', adEventLabel(`third-party:${ad.company}`, shape)),
    [shape],
  );

  if (!active) {
    return null;
  }
  const showThirdParty = outcome === 'pending' || outcome === 'third-party';
  return (
    <>
      {source && (
        <div
          ref={container}
          className={clsx(styles.thirdParty, !showThirdParty && styles.hidden)}
          data-ad-third-party=""
        >
          {shape === 'inline' ? (
            <ThirdPartyInline listUrl={listUrl} onAd={setThirdParty} onClick={thirdPartyClick} />
          ) : (
            <ThirdPartyScript src={scriptUrl} />
          )}
        </div>
      )}
      {outcome === 'in-house' && inHouse && <InHouse ad={inHouse} shape={shape} onClick={click} />}
      {outcome === 'appeal' && <AdBlockerAppeal />}
    </>
  );
}

/**
 * The page's one ad slot: its height is reserved before anything loads, so
 * the page never shifts. A crash inside hides the ad (the empty slot stays)
 * and is reported once.
 */
export default function AdBlock(): ReactNode {
  const { shape } = useAd();
  const crash = useCallback(() => trackAdEvent('crash', adEventLabel('ad-block', shape)), [shape]);
  return (
    <aside className={styles.slot} data-ad-slot="">
      <AdErrorBoundary onCrash={crash}>
        <AdContent />
      </AdErrorBoundary>
    </aside>
  );
}
