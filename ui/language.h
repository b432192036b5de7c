// The language the GUI speaks: the system's (the first of its UI languages Kandinsky has a
// translation for, else English) unless the settings name one (View → Language). Translations are
// compiled in (resources/translations/*.ts → .qm by lrelease at build time, under :/i18n); Qt's own
// (standard buttons, file dialogs) come from Qt's translations folder when installed
// (Debian qt6-translations-l10n). The choice also sets the default QLocale, so numbers follow the
// language's format. Applied once, at start: a change takes effect at the next start.
#pragma once

#include <QList>
#include <QString>

namespace kdui {

struct Language {
    QString code; // "en", "de"
    QString name; // in its own language: "English", "Deutsch"
};

// English and every compiled-in translation, in that order.
QList<Language> availableLanguages();

// Installs the translators for `choice` ("" or "system": the system's languages; else a code of
// availableLanguages()) on the application and sets the default locale. Returns the code in use.
// Calling it again replaces the translators installed before.
QString applyLanguage(const QString& choice);

// The settings key of the choice ("view/language").
inline constexpr const char* LANGUAGE_SETTING = "view/language";

} // namespace kdui
