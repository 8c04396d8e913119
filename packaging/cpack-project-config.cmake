# SPDX-License-Identifier: GPL-3.0-or-later
# Read by cpack once per generator (CPACK_PROJECT_CONFIG_FILE).

if(CPACK_GENERATOR STREQUAL "DEB")
    # Without these, CPack builds the package anyway, with no library dependencies.
    foreach(tool IN ITEMS dpkg-shlibdeps file)
        find_program(infertco_tool_${tool} ${tool})
        if(NOT infertco_tool_${tool})
            message(FATAL_ERROR "cpack -G DEB needs ${tool} to compute the package's "
                                "dependencies: run packaging/install-deps.sh --with-packaging")
        endif()
    endforeach()
endif()
