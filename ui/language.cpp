#include "language.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace kdui {

namespace {

std::unique_ptr<QTranslator> ours, qts;

QString nativeName(const QString& code)
{
    const QString name = QLocale(code).nativeLanguageName();
    return name.isEmpty() ? code : name.left(1).toUpper() + name.mid(1);
}

} // namespace

QList<Language> availableLanguages()
{
    QList<Language> out {{QStringLiteral("en"), QStringLiteral("English")}};
    for (const QString& file :
        QDir(QStringLiteral(":/i18n")).entryList({QStringLiteral("kandinsky_*.qm")}, QDir::Files, QDir::Name)) {
        const QString code = file.mid(10, file.size() - 13); // kandinsky_<code>.qm
        out.append({code, nativeName(code)});
    }
    return out;
}

QString applyLanguage(const QString& choice)
{
    for (auto* t : {&ours, &qts})
        if (*t) {
            QCoreApplication::removeTranslator(t->get());
            t->reset();
        }
    const QList<Language> languages = availableLanguages();
    auto known = [&](const QString& code) {
        return std::any_of(languages.begin(), languages.end(), [&](const Language& l) { return l.code == code; });
    };
    QString code;
    if (!choice.isEmpty() && choice != QLatin1String("system") && known(choice)) {
        code = choice;
    } else {
        // The system's UI languages in order of preference ("de-DE", "en-US", ...).
        for (const QString& ui : QLocale::system().uiLanguages()) {
            const QString language = ui.section(QLatin1Char('-'), 0, 0).toLower();
            if (known(language)) {
                code = language;
                break;
            }
        }
        if (code.isEmpty())
            code = QStringLiteral("en");
    }
    // Numbers as the language writes them: the system's own locale when it speaks that language
    // (de_AT stays de_AT), else the language's main one (English under the C locale stays C, which
    // numberLocale() writes as English).
    const QLocale system = QLocale::system();
    const bool systemSpeaksIt = QLocale::languageToCode(system.language()) == code
        || (system.language() == QLocale::C && code == QLatin1String("en"));
    QLocale::setDefault(systemSpeaksIt ? system : QLocale(code));
    if (code != QLatin1String("en")) {
        ours = std::make_unique<QTranslator>();
        if (ours->load(QStringLiteral(":/i18n/kandinsky_%1.qm").arg(code)))
            QCoreApplication::installTranslator(ours.get());
        qts = std::make_unique<QTranslator>();
        if (qts->load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(qts.get());
    }
    return code;
}

} // namespace kdui
