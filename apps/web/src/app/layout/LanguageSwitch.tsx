import { SHOP_LANGUAGES, type ShopLanguage } from '@hokej/contract/constants';
import { useTranslation } from 'react-i18next';
import { t } from '../../shared/i18n/shopI18n.ts';
import { chooseShopLanguage } from '../../shared/i18n/shopLanguageChoice.ts';

const NAME_KEY = { sk: 'language.skName', en: 'language.enName' } as const;

/**
 * SK | EN in the top bar: two toggle buttons (aria-pressed) in a labelled group, each named in its own
 * language for a screen reader ("Slovensky", "English"); the choice is remembered (shopLanguageChoice.ts).
 */
export function LanguageSwitch() {
  const { i18n } = useTranslation();
  const current: ShopLanguage = i18n.language === 'en' ? 'en' : 'sk';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two toggle buttons, not a form's fieldset.
    <div
      role="group"
      aria-label={t('language.label')}
      className="btn-group btn-group-sm ms-2 language-switch"
    >
      {SHOP_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-label={t(NAME_KEY[language])}
          aria-pressed={current === language}
          className={`btn ${current === language ? 'btn-light' : 'btn-outline-light'}`}
          onClick={() => void chooseShopLanguage(language)}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}
