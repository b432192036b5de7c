# The bench signature: `kandinsky-cli bench`, `kandinsky-engine bench` and the UCI `bench` command
# after `setoption name MultiPV value 3` must all count BENCH_SIGNATURE nodes (engine/search/bench.h).
# A commit that changes the search's behaviour updates the constant and gives it as "Bench: N".
# Arguments: -DHEADER=<bench.h> -DCLI=<kandinsky-cli> -DENGINE=<kandinsky-engine> -DWORKDIR=<dir>
file(READ ${HEADER} header)
if(NOT header MATCHES "BENCH_SIGNATURE = ([0-9]+);")
    message(FATAL_ERROR "no BENCH_SIGNATURE in ${HEADER}")
endif()
set(signature ${CMAKE_MATCH_1})

file(WRITE ${WORKDIR}/bench-multipv.uci "setoption name MultiPV value 3\nbench\nquit\n")
set(runs "cli;engine;uci-multipv")
foreach(run IN LISTS runs)
    if(run STREQUAL "cli")
        execute_process(COMMAND ${CLI} bench OUTPUT_VARIABLE out RESULT_VARIABLE status)
    elseif(run STREQUAL "engine")
        execute_process(COMMAND ${ENGINE} bench OUTPUT_VARIABLE out RESULT_VARIABLE status)
    else()
        execute_process(COMMAND ${ENGINE} INPUT_FILE ${WORKDIR}/bench-multipv.uci OUTPUT_VARIABLE out
            RESULT_VARIABLE status)
    endif()
    if(NOT status EQUAL 0 OR NOT out MATCHES "\nnodes=([0-9]+) nps=[0-9]+\n")
        message(FATAL_ERROR "${run} bench failed (status ${status}):\n${out}")
    endif()
    if(NOT CMAKE_MATCH_1 STREQUAL signature)
        message(FATAL_ERROR "${run} bench: nodes=${CMAKE_MATCH_1}, but BENCH_SIGNATURE in ${HEADER} is ${signature}. "
            "A change of the search's behaviour updates the constant and says 'Bench: ${CMAKE_MATCH_1}' in its commit message.")
    endif()
    message(STATUS "${run} bench: nodes=${CMAKE_MATCH_1} (signature ${signature})")
endforeach()
