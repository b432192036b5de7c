// UCI text from an engine (core/ucitext.h): each line of the input is read as an option
// declaration and as an info line. Neither reader may crash; what they read must print back to a
// line that reads the same (an option's default must pass its own check), so what the client
// shows is what the engine said.
#include "core/ucitext.h"
#include "fuzz.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::string_view input = kdfuzz::text(data, size);
    while (!input.empty()) {
        const std::size_t end = input.find('\n');
        const std::string_view line = input.substr(0, end);
        input = end == std::string_view::npos ? std::string_view() : input.substr(end + 1);

        if (const kd::Result<kd::UciOptionDecl> decl = kd::UciOptionDecl::parse(line)) {
            const std::string printed = decl->uciLine();
            const kd::Result<kd::UciOptionDecl> again = kd::UciOptionDecl::parse(printed);
            KD_FUZZ_CHECK(again, printed);
            KD_FUZZ_CHECK(again->uciLine() == printed, printed);
            KD_FUZZ_CHECK(again->name == decl->name && again->type == decl->type
                    && again->defaultValue == decl->defaultValue && again->min == decl->min && again->max == decl->max
                    && again->vars == decl->vars,
                printed);
            KD_FUZZ_CHECK(decl->check(decl->defaultValue), printed);
        }

        const kd::UciInfo info = kd::UciInfo::parse(line);
        const std::string printed = info.uciLine();
        KD_FUZZ_CHECK(kd::UciInfo::parse(printed).uciLine() == printed, printed);
        KD_FUZZ_CHECK(!info.hasScore || info.multipv >= 1, printed);
    }
    return 0;
}
