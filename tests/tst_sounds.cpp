// Sounds: which sound each kind of move makes, the compiled-in WAV files, muting, the main window
// playing them for moves and the end of a game, and the setting kept across a restart. CI has no
// audio device: playing must neither block nor fail there.
#include "gamecontroller.h"
#include "mainwindow.h"
#include "sounds.h"

#include "core/notation.h"

#include <QAction>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace kd;
using kdui::Sound;

Q_DECLARE_METATYPE(kdui::Sound)

class TestSounds : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir;

private slots:
    void soundForMove_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("move");
        QTest::addColumn<bool>("ends");
        QTest::addColumn<Sound>("sound");
        const QString start = QString::fromLatin1(Position::START_FEN);
        QTest::newRow("quiet") << start << "e2e4" << false << Sound::Move;
        QTest::newRow("capture") << "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"
                                 << "e4d5" << false << Sound::Capture;
        QTest::newRow("en passant") << "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
                                    << "e5d6" << false << Sound::Capture;
        QTest::newRow("castling") << "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
                                  << "e1g1" << false << Sound::Castle;
        QTest::newRow("check wins over capture") << "4k3/8/8/8/8/8/4p3/4RK2 w - - 0 1"
                                                 << "e1e2" << false << Sound::Check;
        QTest::newRow("castling with check") << "5k2/8/8/8/8/8/8/4K2R w K - 0 1"
                                             << "e1g1" << false << Sound::Check;
        QTest::newRow("mate ends the game") << "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1"
                                            << "a1a8" << true << Sound::GameEnd;
    }
    void soundForMove()
    {
        QFETCH(QString, fen);
        QFETCH(QString, move);
        QFETCH(bool, ends);
        QFETCH(Sound, sound);
        const Position pos = Position::fromFen(fen.toStdString()).value();
        const Move m = parseUci(pos, move.toStdString()).value();
        QCOMPARE(kdui::soundForMove(pos, m, ends), sound);
    }

    void soundsAreCompiledIn()
    {
        for (Sound s : {Sound::Move, Sound::Capture, Sound::Check, Sound::Castle, Sound::GameEnd, Sound::LowTime}) {
            QFile f(kdui::SoundPlayer::fileName(s));
            QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
            const QByteArray wav = f.readAll();
            QVERIFY(wav.startsWith("RIFF") && wav.mid(8, 8) == "WAVEfmt ");
            QVERIFY(wav.size() > 44 + 2 * 44100 / 20); // at least 50 ms of sound
        }
        QVERIFY(kdui::SoundPlayer::fileName(Sound::None).isEmpty());
    }

    void mutedPlaysNothing()
    {
        kdui::SoundPlayer player;
        player.setEnabled(false);
        player.play(Sound::Move);
        QCOMPARE(player.lastPlayed(), Sound::None);
        player.setEnabled(true);
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < 20; ++i)
            player.play(Sound::Capture); // no device on CI: reported by Qt, nothing waits
        QCOMPARE(player.lastPlayed(), Sound::Capture);
        QVERIFY(timer.elapsed() < 5000);
    }

    void windowPlaysAndKeepsTheSetting()
    {
        const QString ini = dir.filePath(QStringLiteral("sound.ini"));
        {
            kdui::MainWindow window({ini, true});
            kdui::GameSetup people;
            people.players[WHITE] = people.players[BLACK] = kdui::Player::Human;
            people.clock.mode = kdui::ClockSettings::None;
            window.controller()->newGame(people);
            QVERIFY(window.sounds()->isEnabled());
            auto play = [&](const char* uci) {
                QVERIFY(window.controller()->playMove(parseUci(window.controller()->game().current(), uci).value()));
            };
            play("f2f3");
            QCOMPARE(window.sounds()->lastPlayed(), Sound::Move);
            play("e7e5");
            play("g2g4");
            play("d8h4"); // fool's mate
            QCOMPARE(window.sounds()->lastPlayed(), Sound::GameEnd);
            window.action(QStringLiteral("sound"))->trigger();
            QVERIFY(!window.sounds()->isEnabled());
            window.saveSettings();
        }
        kdui::MainWindow again({ini, true});
        QVERIFY(!again.action(QStringLiteral("sound"))->isChecked());
        QVERIFY(!again.sounds()->isEnabled());
    }
};

QTEST_MAIN(TestSounds)
#include "tst_sounds.moc"
