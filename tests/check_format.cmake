# Fails when a C++ source differs from what clang-format (with the project's .clang-format) makes of it.
file(GLOB_RECURSE files ${ROOT}/engine/*.[ch]* ${ROOT}/ui/*.[ch]* ${ROOT}/app/*.[ch]* ${ROOT}/tests/*.[ch]*)
list(FILTER files INCLUDE REGEX "\\.(h|cpp)$")
execute_process(COMMAND ${CLANG_FORMAT} --dry-run --Werror ${files} RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "clang-format would change these files (run: clang-format -i <file>):\n${err}")
endif()
