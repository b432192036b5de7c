#include "sounds.h"

#include <QSoundEffect>
#include <QUrl>

using namespace kd;

namespace kdui {

Sound soundForMove(const Position& before, Move m, bool endsGame)
{
    if (endsGame)
        return Sound::GameEnd;
    Position after = before;
    after.doMove(m);
    if (after.inCheck())
        return Sound::Check;
    if (m.kind() == Move::CASTLING)
        return Sound::Castle;
    if (m.kind() == Move::EN_PASSANT || before.pieceOn(m.to()) != NO_PIECE)
        return Sound::Capture;
    return Sound::Move;
}

SoundPlayer::SoundPlayer(QObject* parent) : QObject(parent) { }

QString SoundPlayer::fileName(Sound s)
{
    static const char* const names[] = {"", "move", "capture", "check", "castle", "end", "lowtime"};
    return s == Sound::None || s == Sound::Count ? QString()
                                                 : QStringLiteral(":/sounds/%1.wav").arg(QLatin1String(names[int(s)]));
}

void SoundPlayer::play(Sound s)
{
    if (!enabled_ || s == Sound::None || s == Sound::Count)
        return;
    last_ = s;
    QSoundEffect*& effect = effects_[std::size_t(s)];
    if (!effect) {
        // Made on first use: QSoundEffect loads the file in the background.
        effect = new QSoundEffect(this);
        effect->setSource(QUrl(QStringLiteral("qrc") + fileName(s)));
        effect->setVolume(0.6f);
    }
    effect->play();
}

} // namespace kdui
