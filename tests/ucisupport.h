// Helpers shared by the tests of the UCI text and the UCI client.
#pragma once

#include "core/ucitext.h"

#include <QString>
#include <QStringList>
#include <QTest>

namespace kdtest {

// Compares a UCI option declaration field by field (QCOMPARE: the calling test fails and should
// return when QTest::currentTestFailed()).
inline void compareOption(const kd::UciOptionDecl& o, const QString& name, int type, const QString& defaultValue,
    qlonglong min, qlonglong max, const QStringList& vars)
{
    QCOMPARE(QString::fromStdString(o.name), name);
    QCOMPARE(int(o.type), type);
    QCOMPARE(QString::fromStdString(o.defaultValue), defaultValue);
    QCOMPARE(qlonglong(o.min), min);
    QCOMPARE(qlonglong(o.max), max);
    QStringList got;
    for (const std::string& v : o.vars)
        got << QString::fromStdString(v);
    QCOMPARE(got, vars);
}

} // namespace kdtest
