import { useTranslation } from 'react-i18next';
import { appearances } from '@/shared/theme/appearance';
import { useAppearance } from '@/shared/theme/use-appearance';
import styles from './appearance-card.module.css';
import cardStyles from './settings-card.module.css';

/** Light, dark, or follow the device: applies at once and is kept on this device. */
export function AppearanceCard() {
  const { t } = useTranslation('settings');
  const [appearance, choose] = useAppearance();
  return (
    <section className={`card ${cardStyles.card}`} aria-labelledby="appearance-title">
      <h2 id="appearance-title" className={cardStyles.title}>
        {t('appearance.title')}
      </h2>
      <fieldset className={styles.choices}>
        <legend className={cardStyles.description}>{t('appearance.description')}</legend>
        {appearances.map((option) => (
          <label key={option} className={styles.choice}>
            <input type="radio" name="appearance" value={option} checked={appearance === option} onChange={() => choose(option)} />
            {t(`appearance.options.${option}`)}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
