# The install tree and the Debian package, checked as a packager would.
#   1. `cmake --install` into a fresh prefix puts every expected file in its GNUInstallDirs place: the
#      three executables, the desktop entry and AppStream metadata (both passing their validators),
#      the icon as SVG and as PNGs of the size their folder names, the man pages, the models.
#   2. `cpack -G DEB` builds kandinsky_<version>_<arch>.deb holding the same files under /usr, with
#      Qt's libraries (found by dpkg-shlibdeps) and the platform plugins among its dependencies.
# Arguments: -DBUILD=<build dir> -DWORKDIR=<scratch dir> -DVERSION=<project version>
set(prefix ${WORKDIR}/install-check)
file(REMOVE_RECURSE ${prefix})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD} --prefix ${prefix} OUTPUT_QUIET RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "cmake --install failed (status ${status})")
endif()

set(id org.kandinskychess.Kandinsky)
set(sizes 16 22 24 32 48 64 128 256 512)
set(expected
    bin/kandinsky bin/kandinsky-cli bin/kandinsky-engine
    share/applications/${id}.desktop
    share/metainfo/${id}.metainfo.xml
    share/icons/hicolor/scalable/apps/${id}.svg
    share/man/man6/kandinsky.6.gz share/man/man6/kandinsky-cli.6.gz share/man/man6/kandinsky-engine.6.gz
    share/kandinsky/models/classical.json share/kandinsky/models/pesto.json share/kandinsky/models/simplified.json
    share/doc/kandinsky/README.md)
foreach(size IN LISTS sizes)
    list(APPEND expected share/icons/hicolor/${size}x${size}/apps/${id}.png)
endforeach()
foreach(f IN LISTS expected)
    if(NOT EXISTS ${prefix}/${f})
        message(FATAL_ERROR "cmake --install did not install ${f}")
    endif()
endforeach()
foreach(exe kandinsky kandinsky-cli kandinsky-engine)
    execute_process(COMMAND test -x ${prefix}/bin/${exe} RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "bin/${exe} is not executable")
    endif()
endforeach()
file(GLOB_RECURSE installed RELATIVE ${prefix} ${prefix}/*)
list(LENGTH installed count)
list(LENGTH expected wanted)
message(STATUS "install: ${count} files, the ${wanted} checked present")

# Each PNG is a PNG of its folder's size (width and height in the IHDR chunk, bytes 16-23).
foreach(size IN LISTS sizes)
    set(png ${prefix}/share/icons/hicolor/${size}x${size}/apps/${id}.png)
    file(READ ${png} head LIMIT 24 HEX)
    math(EXPR hex "${size}" OUTPUT_FORMAT HEXADECIMAL)
    string(SUBSTRING ${hex} 2 -1 hex)
    string(LENGTH ${hex} n)
    while(n LESS 8)
        string(PREPEND hex 0)
        math(EXPR n "${n} + 1")
    endwhile()
    string(TOLOWER ${hex} hex)
    if(NOT head MATCHES "^89504e470d0a1a0a" OR NOT head MATCHES "${hex}${hex}$")
        message(FATAL_ERROR "${png} is not a ${size}x${size} PNG (header ${head})")
    endif()
endforeach()

# The validators a software centre and a menu use.
find_program(DESKTOP_FILE_VALIDATE desktop-file-validate REQUIRED)
find_program(APPSTREAMCLI appstreamcli REQUIRED)
execute_process(COMMAND ${DESKTOP_FILE_VALIDATE} ${prefix}/share/applications/${id}.desktop
    OUTPUT_VARIABLE out ERROR_VARIABLE out RESULT_VARIABLE status)
if(NOT status EQUAL 0 OR NOT out STREQUAL "")
    message(FATAL_ERROR "desktop-file-validate: ${out}")
endif()
execute_process(COMMAND ${APPSTREAMCLI} validate --no-net ${prefix}/share/metainfo/${id}.metainfo.xml
    OUTPUT_VARIABLE out ERROR_VARIABLE out RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "appstreamcli validate: ${out}")
endif()
# The desktop entry starts the installed program by name and shows the installed icon.
file(READ ${prefix}/share/applications/${id}.desktop desktop)
if(NOT desktop MATCHES "\nExec=kandinsky " OR NOT desktop MATCHES "\nIcon=${id}\n")
    message(FATAL_ERROR "the desktop entry does not start kandinsky with the icon ${id}:\n${desktop}")
endif()
# The man pages are gzip files that man can format.
foreach(page kandinsky kandinsky-cli kandinsky-engine)
    execute_process(COMMAND gzip -dc ${prefix}/share/man/man6/${page}.6.gz OUTPUT_VARIABLE man RESULT_VARIABLE status)
    if(NOT status EQUAL 0 OR NOT man MATCHES "^\\.TH ")
        message(FATAL_ERROR "${page}.6.gz is not a compressed man page")
    endif()
endforeach()

# The Debian package.
set(pkgdir ${WORKDIR}/package-check)
file(REMOVE_RECURSE ${pkgdir})
execute_process(COMMAND cpack -G DEB -B ${pkgdir} WORKING_DIRECTORY ${BUILD}
    OUTPUT_VARIABLE out ERROR_VARIABLE out RESULT_VARIABLE status)
file(GLOB debs ${pkgdir}/kandinsky_${VERSION}_*.deb)
if(NOT status EQUAL 0 OR NOT debs)
    message(FATAL_ERROR "cpack -G DEB made no kandinsky_${VERSION}_*.deb (status ${status}):\n${out}")
endif()
list(GET debs 0 deb)
execute_process(COMMAND dpkg-deb -c ${deb} OUTPUT_VARIABLE contents RESULT_VARIABLE status)
foreach(f IN LISTS expected)
    if(NOT contents MATCHES " \\./usr/${f}\n")
        message(FATAL_ERROR "${deb} has no /usr/${f}:\n${contents}")
    endif()
endforeach()
execute_process(COMMAND dpkg-deb -f ${deb} Package Version Depends Recommends Section OUTPUT_VARIABLE fields)
foreach(want "Package: kandinsky" "Version: ${VERSION}" "libqt6widgets6" "libqt6svg6" "qt6-qpa-plugins" "libc6"
        "Recommends: gnuchess-book, scid-data" "Section: games")
    string(FIND "${fields}" "${want}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "${deb}: its control fields lack '${want}':\n${fields}")
    endif()
endforeach()
message(STATUS "package: ${deb}\n${fields}")
