// kandinsky-soundgen: synthesises Kandinsky's sounds (made for the project, from sine waves and
// noise with envelopes) as 16-bit mono WAV files. Run by the build; the files are compiled into the
// GUI. Not installed itself.
//
//   kandinsky-soundgen OUTDIR      writes move.wav capture.wav check.wav castle.wav end.wav lowtime.wav
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

namespace {

constexpr int RATE = 44100;
constexpr double PI = 3.14159265358979323846;

using Samples = std::vector<double>;

// A struck wooden piece: a low sine with a fast decay and a short burst of filtered noise.
void knock(Samples& out, double at, double pitch, double loudness)
{
    std::uint32_t seed = 12345u + std::uint32_t(pitch);
    double filtered = 0;
    const int start = int(at * RATE), length = int(0.09 * RATE);
    if (out.size() < std::size_t(start + length))
        out.resize(std::size_t(start + length));
    for (int i = 0; i < length; ++i) {
        const double t = double(i) / RATE;
        seed = seed * 1664525u + 1013904223u;
        const double noise = double(seed >> 8) / double(1u << 24) * 2 - 1;
        filtered += 0.25 * (noise - filtered);
        const double body = std::sin(2 * PI * pitch * t) * std::exp(-t * 55);
        const double click = filtered * std::exp(-t * 400);
        out[std::size_t(start + i)] += loudness * (0.8 * body + 0.5 * click);
    }
}

// A soft bell: a sine and its octave with a slower decay.
void chime(Samples& out, double at, double pitch, double length, double loudness)
{
    const int start = int(at * RATE), n = int(length * RATE);
    if (out.size() < std::size_t(start + n))
        out.resize(std::size_t(start + n));
    for (int i = 0; i < n; ++i) {
        const double t = double(i) / RATE;
        const double attack = std::min(1.0, t / 0.005);
        const double v = std::sin(2 * PI * pitch * t) + 0.3 * std::sin(4 * PI * pitch * t);
        out[std::size_t(start + i)] += loudness * attack * v * std::exp(-t * 6 / length);
    }
}

bool writeWav(const std::string& path, const Samples& samples)
{
    std::ofstream f(path, std::ios::binary);
    auto u32 = [&](std::uint32_t v) { f.write(reinterpret_cast<const char*>(&v), 4); };
    auto u16 = [&](std::uint16_t v) { f.write(reinterpret_cast<const char*>(&v), 2); };
    const std::uint32_t bytes = std::uint32_t(samples.size() * 2);
    f.write("RIFF", 4);
    u32(36 + bytes);
    f.write("WAVEfmt ", 8);
    u32(16);
    u16(1); // PCM
    u16(1); // mono
    u32(RATE);
    u32(RATE * 2);
    u16(2);
    u16(16);
    f.write("data", 4);
    u32(bytes);
    for (double s : samples) {
        const double clipped = std::max(-1.0, std::min(1.0, s));
        u16(std::uint16_t(std::int16_t(std::lround(clipped * 30000))));
    }
    return bool(f);
}

} // namespace

int main(int argc, char* argv[])
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: kandinsky-soundgen OUTDIR\n");
        return 2;
    }
    const std::string dir = argv[1];
    struct Sound {
        const char* name;
        std::function<void(Samples&)> make;
    };
    const Sound sounds[] = {
        {"move", [](Samples& s) { knock(s, 0, 520, 0.9); }},
        {"capture",
            [](Samples& s) {
                knock(s, 0, 420, 0.9);
                knock(s, 0.045, 300, 1.0);
            }},
        {"check",
            [](Samples& s) {
                knock(s, 0, 520, 0.8);
                chime(s, 0.03, 988, 0.35, 0.35);
            }},
        {"castle",
            [](Samples& s) {
                knock(s, 0, 560, 0.85);
                knock(s, 0.11, 470, 0.85);
            }},
        {"end",
            [](Samples& s) {
                chime(s, 0, 523.25, 0.6, 0.4);
                chime(s, 0.16, 659.25, 0.6, 0.4);
                chime(s, 0.32, 783.99, 0.9, 0.4);
            }},
        {"lowtime",
            [](Samples& s) {
                chime(s, 0, 880, 0.12, 0.35);
                chime(s, 0.18, 880, 0.12, 0.35);
            }},
    };
    for (const Sound& sound : sounds) {
        Samples samples;
        sound.make(samples);
        samples.resize(samples.size() + RATE / 50); // a short silence at the end
        const std::string path = dir + "/" + sound.name + ".wav";
        if (!writeWav(path, samples)) {
            std::fprintf(stderr, "kandinsky-soundgen: cannot write %s\n", path.c_str());
            return 1;
        }
    }
    return 0;
}
