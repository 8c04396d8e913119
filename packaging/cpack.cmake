# SPDX-License-Identifier: GPL-3.0-or-later
# CPack: a Debian package (and a tarball) of everything the project installs.
# Included from the top-level CMakeLists.txt after all subdirectories, so that the
# targets are known; packaging/build-deb.sh builds, installs and checks the package.

set(INFERTCO_PACKAGE_MAINTAINER "InferTCO maintainers <maintainers@example.invalid>"
    CACHE STRING "Maintainer field of the Debian package (\"Name <email>\")")

set(CPACK_PACKAGE_NAME infertco)
set(CPACK_PACKAGE_VENDOR "The InferTCO authors")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "${INFERTCO_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_HOMEPAGE_URL "${PROJECT_HOMEPAGE_URL}")
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_FILE_NAME "infertco-${PROJECT_VERSION}-${CMAKE_SYSTEM_NAME}-${CMAKE_SYSTEM_PROCESSOR}")

find_program(INFERTCO_DPKG dpkg)
if(INFERTCO_DPKG)
    set(CPACK_GENERATOR DEB TGZ)
else()
    set(CPACK_GENERATOR TGZ)
endif()

# Debian: CPack puts the summary on the synopsis line, above this extended description.
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "InferTCO tells buyers of AI inference capacity what each way of serving a
workload costs over three years: renting servers, or buying datacenter GPUs,
NPUs, consumer cards or inference accelerators and placing them in
colocation. It sizes each option for the workload and lays out every month's
cash flow (purchase, rental, power, cooling, rack space, network, staff,
maintenance, residual value) in exact decimal money, with net present value,
break-even month, cost per million tokens and sensitivity analysis.

This package contains the desktop application (infertco), the command-line
tool (infertco-cli), the default catalog of accelerators and quotes, and a
demonstration document.")
set(CPACK_DEBIAN_PACKAGE_NAME infertco)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${INFERTCO_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${PROJECT_HOMEPAGE_URL}")
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
# Library dependencies come from dpkg-shlibdeps; plugins Qt loads at run time do not show
# up there and are listed by hand: the SQLite driver reads and writes documents.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite")
# Chinese text in the GUI and the PDF report needs CJK fonts.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk")
if(TARGET infertco)
    string(APPEND CPACK_DEBIAN_PACKAGE_RECOMMENDS ", qt6-translations-l10n, qt6-wayland")
endif()
if(INFERTCO_DPKG)
    execute_process(COMMAND ${INFERTCO_DPKG} --print-architecture
                    OUTPUT_VARIABLE CPACK_DEBIAN_PACKAGE_ARCHITECTURE
                    OUTPUT_STRIP_TRAILING_WHITESPACE)
endif()

# Checks run by cpack itself: a DEB without dpkg-shlibdeps would silently lack its
# library dependencies.
set(CPACK_PROJECT_CONFIG_FILE ${CMAKE_CURRENT_LIST_DIR}/cpack-project-config.cmake)

# The changelog's newest entry must name the version being packaged.
file(STRINGS ${CMAKE_CURRENT_LIST_DIR}/deb/changelog infertco_changelog_head LIMIT_COUNT 1)
set(infertco_deb_version "${PROJECT_VERSION}-${CPACK_DEBIAN_PACKAGE_RELEASE}")
if(NOT infertco_changelog_head MATCHES "^infertco \\(${infertco_deb_version}\\) ")
    message(WARNING "packaging/deb/changelog does not start with an entry for "
                    "${infertco_deb_version}; add one before building the package")
endif()

include(CPack)
