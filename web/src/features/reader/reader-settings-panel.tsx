import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { blendOver, contrastRatio, mostReadableColor, PRESET_MIN_CONTRAST, READABLE_MIN_CONTRAST } from '@/shared/theme/color-contrast';
import { readerThemePresets } from '@/shared/theme/reader-themes';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import { AvailableButton } from '@/shared/ui/available-button';
import styles from './reader-panels.module.css';
import { fontSizeRange, lineHeightRange, opacityRange, type ReadingMode, type ReadingSettings } from './reading-settings';
import {
  backgroundColors,
  colorChange,
  fontColors,
  stepFontSize,
  stepLineHeight,
  stepOpacity,
  themeChange,
  type ColorSwatch,
} from './reading-settings-changes';

const readingModes: readonly ReadingMode[] = ['scroll', 'page'];

/** The contrast the text must reach: a preset's promise (7:1, issue 9), or readable (4.5:1) for the reader's own colours. */
export const minimumContrast = (settings: Pick<ReadingSettings, 'theme'>) => (settings.theme === 'custom' ? READABLE_MIN_CONTRAST : PRESET_MIN_CONTRAST);

/**
 * The contrast of the text as it shows (its colour at the chosen opacity over the page) when it is
 * under `minimum`; null when it is fine.
 */
export function lowContrastRatio(fontColor: string, backgroundColor: string, opacity = 1, minimum = READABLE_MIN_CONTRAST): number | null {
  const ratio = contrastRatio(blendOver(fontColor, backgroundColor, opacity), backgroundColor);
  return ratio < minimum ? ratio : null;
}

/** The least change that makes the text readable: a readable colour if its own is not, then more opacity if still needed. */
export function readableChange(settings: ReadingSettings): Partial<ReadingSettings> {
  const { fontColor, backgroundColor, opacity } = settings;
  const minimum = minimumContrast(settings);
  const readableColor =
    lowContrastRatio(fontColor, backgroundColor) === null
      ? fontColor
      : (mostReadableColor(
          backgroundColor,
          fontColors.map((swatch) => swatch.value),
        ) ?? fontColor);
  let readableOpacity = opacity;
  while (readableOpacity < opacityRange.max && lowContrastRatio(readableColor, backgroundColor, readableOpacity, minimum) !== null) {
    readableOpacity = stepOpacity(readableOpacity, 1);
  }
  return {
    ...(readableColor === fontColor ? {} : colorChange({ fontColor: readableColor })),
    ...(readableOpacity === opacity ? {} : { opacity: readableOpacity }),
  };
}

interface ReaderSettingsPanelProps {
  open: boolean;
  onClose: () => void;
  settings: ReadingSettings;
  onChange: (patch: Partial<ReadingSettings>) => void;
  onReset: () => void;
}

/**
 * Theme, reading mode, font size, line spacing, colours, opacity and reset; every change applies at
 * once and is saved. Text under its contrast (a preset's 7:1 at the chosen opacity, 4.5:1 for the
 * reader's own colours) gets a warning and a fix.
 * Memoized: a chapter turn does not render it again.
 */
export const ReaderSettingsPanel = memo(function ReaderSettingsPanel({ open, onClose, settings, onChange, onReset }: ReaderSettingsPanelProps) {
  const { t } = useTranslation('reader');
  const minimum = minimumContrast(settings);
  const lowRatio = lowContrastRatio(settings.fontColor, settings.backgroundColor, settings.opacity, minimum);
  return (
    <ModalDialog open={open} onClose={onClose} title={t('settings.title')} variant="sheet" closeLabel={t('settings.close')}>
      <div className={styles.settings}>
        <fieldset className={styles.swatchGroup}>
          <legend className={styles.rowLabel}>{t('settings.theme')}</legend>
          <div className={styles.themes}>
            {readerThemePresets.map((preset) => (
              <label key={preset.id} className={styles.theme} style={{ color: preset.fontColor, backgroundColor: preset.backgroundColor }}>
                <input
                  type="radio"
                  className={styles.themeInput}
                  name="theme"
                  value={preset.id}
                  checked={settings.theme === preset.id}
                  onChange={() => onChange(themeChange(preset.id))}
                />
                {t(`settings.themes.${preset.id}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className={styles.swatchGroup}>
          <legend className={styles.rowLabel}>{t('settings.mode')}</legend>
          <div className={styles.modes}>
            {readingModes.map((mode) => (
              <label key={mode} className={styles.mode}>
                <input type="radio" name="mode" value={mode} checked={settings.mode === mode} onChange={() => onChange({ mode })} />
                {t(`settings.modes.${mode}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <Stepper
          label={t('settings.fontSize')}
          value={`${settings.fontSize}px`}
          decreaseLabel={t('settings.smaller')}
          increaseLabel={t('settings.larger')}
          canDecrease={settings.fontSize > fontSizeRange.min}
          canIncrease={settings.fontSize < fontSizeRange.max}
          onDecrease={() => onChange({ fontSize: stepFontSize(settings.fontSize, -1) })}
          onIncrease={() => onChange({ fontSize: stepFontSize(settings.fontSize, 1) })}
        />
        <Stepper
          label={t('settings.lineHeight')}
          value={settings.lineHeight.toFixed(1)}
          decreaseLabel={t('settings.tighter')}
          increaseLabel={t('settings.looser')}
          canDecrease={settings.lineHeight > lineHeightRange.min}
          canIncrease={settings.lineHeight < lineHeightRange.max}
          onDecrease={() => onChange({ lineHeight: stepLineHeight(settings.lineHeight, -1) })}
          onIncrease={() => onChange({ lineHeight: stepLineHeight(settings.lineHeight, 1) })}
        />
        <Swatches
          label={t('settings.fontColor')}
          name="fontColor"
          swatches={fontColors}
          value={settings.fontColor}
          onChange={(fontColor) => onChange(colorChange({ fontColor }))}
        />
        <Swatches
          label={t('settings.backgroundColor')}
          name="backgroundColor"
          swatches={backgroundColors}
          value={settings.backgroundColor}
          onChange={(backgroundColor) => onChange(colorChange({ backgroundColor }))}
        />
        <Stepper
          label={t('settings.opacity')}
          value={`${Math.round(settings.opacity * 100)}%`}
          decreaseLabel={t('settings.lessOpaque')}
          increaseLabel={t('settings.moreOpaque')}
          canDecrease={settings.opacity > opacityRange.min}
          canIncrease={settings.opacity < opacityRange.max}
          onDecrease={() => onChange({ opacity: stepOpacity(settings.opacity, -1) })}
          onIncrease={() => onChange({ opacity: stepOpacity(settings.opacity, 1) })}
        />
        {lowRatio !== null && (
          <div className={styles.contrastWarning} role="alert">
            <p>{t('settings.lowContrast', { ratio: lowRatio.toFixed(1), minimum })}</p>
            <button type="button" className="btn btn-secondary" onClick={() => onChange(readableChange(settings))}>
              {t('settings.fixContrast')}
            </button>
          </div>
        )}
        <button type="button" className="btn btn-secondary" onClick={onReset}>
          {t('settings.reset')}
        </button>
      </div>
    </ModalDialog>
  );
});

interface StepperProps {
  label: string;
  value: string;
  decreaseLabel: string;
  increaseLabel: string;
  canDecrease: boolean;
  canIncrease: boolean;
  onDecrease: () => void;
  onIncrease: () => void;
}

/** A value with − and + buttons; pressed up to a limit, the button does nothing and keeps the focus. */
function Stepper({ label, value, decreaseLabel, increaseLabel, canDecrease, canIncrease, onDecrease, onIncrease }: StepperProps) {
  const labelId = useId();
  return (
    <div className={styles.row} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.rowLabel}>
        {label}
      </span>
      <div className={styles.stepper}>
        <AvailableButton className={styles.stepButton} aria-label={decreaseLabel} available={canDecrease} onPress={onDecrease}>
          −
        </AvailableButton>
        <output className={styles.stepValue} aria-live="polite">
          {value}
        </output>
        <AvailableButton className={styles.stepButton} aria-label={increaseLabel} available={canIncrease} onPress={onIncrease}>
          +
        </AvailableButton>
      </div>
    </div>
  );
}

interface SwatchesProps {
  label: string;
  name: string;
  swatches: readonly ColorSwatch[];
  value: string;
  onChange: (value: string) => void;
}

function Swatches({ label, name, swatches, value, onChange }: SwatchesProps) {
  const { t } = useTranslation('reader');
  return (
    <fieldset className={styles.swatchGroup}>
      <legend className={styles.rowLabel}>{label}</legend>
      <div className={styles.swatches}>
        {swatches.map((swatch) => {
          const colorName = t(`settings.colors.${swatch.name}`);
          return (
            // The radio itself is the coloured dot, so it is what gets clicked, focused and announced.
            <input
              key={swatch.value}
              type="radio"
              className={styles.swatch}
              style={{ backgroundColor: swatch.value }}
              name={name}
              value={swatch.value}
              aria-label={colorName}
              title={colorName}
              checked={value === swatch.value}
              onChange={() => onChange(swatch.value)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
