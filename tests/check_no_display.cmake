# The app without a display (DISPLAY, WAYLAND_DISPLAY and QT_QPA_PLATFORM unset): --version answers
# with exit status 0 and the version; a plain start exits with status 1 and says why.
# Run as: cmake -DAPP=<kandinsky> -P check_no_display.cmake
set(env ${CMAKE_COMMAND} -E env --unset=DISPLAY --unset=WAYLAND_DISPLAY --unset=QT_QPA_PLATFORM)

execute_process(COMMAND ${env} ${APP} --version RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
if(NOT rc EQUAL 0 OR NOT out MATCHES "(^|\n)Kandinsky [0-9]+\\.[0-9]+\\.[0-9]+\n")
    message(FATAL_ERROR "kandinsky --version without a display: status ${rc}, output '${out}', errors '${err}'")
endif()

execute_process(COMMAND ${env} ${APP} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
if(NOT rc EQUAL 1 OR NOT err MATCHES "kandinsky: no display to open the window on \\(neither DISPLAY nor WAYLAND_DISPLAY is set\\)")
    message(FATAL_ERROR "kandinsky without a display: status ${rc} (expected 1), errors '${err}'")
endif()

# An empty DISPLAY is no display either.
execute_process(COMMAND ${env} DISPLAY= ${APP} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
if(NOT rc EQUAL 1 OR NOT err MATCHES "no display to open the window on")
    message(FATAL_ERROR "kandinsky with DISPLAY empty: status ${rc} (expected 1), errors '${err}'")
endif()
message(STATUS "without a display: --version answers, a plain start exits with 1 and says why")
