import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './read-aloud.module.css';
import { speechRates } from './speech';
import type { ReadAloud } from './use-read-aloud';
import { LineIcon } from '@/shared/ui/line-icon';
import { useToast } from '@/shared/ui/toast/use-toast';

interface ReadAloudControlProps {
  readAloud: ReadAloud;
  rate: number;
  onRateChange: (rate: number) => void;
  onVoiceChange: (voice: string | null) => void;
}

/**
 * The read-aloud control of the reader bar: play/pause, and a small panel with the voice (of the
 * chapter's language) and the speed. Without speech or voices it shows as unavailable, names why,
 * and says it again when tapped.
 */
export function ReadAloudControl({ readAloud, rate, onRateChange, onVoiceChange }: ReadAloudControlProps) {
  const { t } = useTranslation('reader');
  const { showToast } = useToast();
  const [optionsOpen, setOptionsOpen] = useState(false);
  const panelId = useId();
  const optionsButton = useRef<HTMLButtonElement>(null);
  const { availability, status, voices, voice } = readAloud;

  if (availability !== 'ready') {
    const reason = t(`readAloud.unavailable.${availability}`);
    return (
      <span className={styles.control}>
        {/* Not `disabled`: a tap or the keyboard reaches it and is told why (a phone shows no title). */}
        <button
          type="button"
          className="icon-btn"
          aria-disabled="true"
          aria-label={reason}
          title={reason}
          onClick={() => showToast(reason)}
          data-testid="read-aloud-toggle"
        >
          <SpeakerIcon />
        </button>
      </span>
    );
  }

  const playing = status === 'playing';
  const label = playing ? t('readAloud.pause') : status === 'paused' ? t('readAloud.resume') : t('readAloud.play');
  const rates: readonly number[] = speechRates.includes(rate as (typeof speechRates)[number]) ? speechRates : [...speechRates, rate].sort((a, b) => a - b);

  return (
    <span className={styles.control}>
      <button
        type="button"
        className="icon-btn"
        // Its name says what a press does (play, pause, resume): no pressed state on top of that.
        aria-label={label}
        title={label}
        onClick={readAloud.toggle}
        data-testid="read-aloud-toggle"
      >
        {playing ? <PauseIcon /> : <SpeakerIcon />}
      </button>
      <button
        ref={optionsButton}
        type="button"
        className="icon-btn"
        aria-label={t('readAloud.options')}
        aria-expanded={optionsOpen}
        aria-controls={panelId}
        onClick={() => setOptionsOpen((open) => !open)}
      >
        <TuneIcon />
      </button>
      {optionsOpen && (
        <div
          id={panelId}
          className={styles.panel}
          role="group"
          aria-label={t('readAloud.options')}
          onKeyDown={(event) => {
            // Escape closes the options, and the keyboard goes back to the button that opened them.
            if (event.key !== 'Escape') return;
            event.preventDefault();
            setOptionsOpen(false);
            optionsButton.current?.focus();
          }}
        >
          <label className={styles.field}>
            {t('readAloud.voice')}
            <select className="input" value={voice?.name ?? ''} onChange={(event) => onVoiceChange(event.target.value || null)}>
              {voices.map((item) => (
                <option key={`${item.voiceURI}:${item.name}`} value={item.name}>
                  {item.name} ({item.lang})
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            {t('readAloud.speed')}
            <select className="input" value={String(rate)} onChange={(event) => onRateChange(Number(event.target.value))}>
              {rates.map((value) => (
                <option key={value} value={String(value)}>
                  {t('readAloud.rate', { rate: value })}
                </option>
              ))}
            </select>
          </label>
          {status !== 'stopped' && (
            <button type="button" className="btn btn-secondary" onClick={readAloud.stop}>
              {t('readAloud.stop')}
            </button>
          )}
        </div>
      )}
    </span>
  );
}

function SpeakerIcon() {
  return (
    <LineIcon size={22}>
      <path d="M4 9v6h4l5 4V5L8 9z" strokeLinejoin="round" />
      <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" strokeLinecap="round" />
    </LineIcon>
  );
}

function PauseIcon() {
  return (
    <LineIcon size={22}>
      <path d="M8 5v14M16 5v14" strokeLinecap="round" />
    </LineIcon>
  );
}

function TuneIcon() {
  return (
    <LineIcon size={20}>
      <path d="M4 7h10M18 7h2M4 17h4M12 17h8" strokeLinecap="round" />
      <circle cx="16" cy="7" r="2" />
      <circle cx="10" cy="17" r="2" />
    </LineIcon>
  );
}
