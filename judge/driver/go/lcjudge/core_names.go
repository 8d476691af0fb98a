package lcjudge

import core "lcjudgecore"

// The shared part of every run (package lcjudgecore) by the names this package's code uses.

type (
	typeSpec        = core.TypeSpec
	parameter       = core.Parameter
	methodSpec      = core.MethodSpec
	descriptor      = core.Descriptor
	location        = core.Location
	jsonNumber      = core.JSONNumber
	badInput        = core.BadInput
	badResult       = core.BadResult
	wrongResult     = core.WrongResult
	unsupportedType = core.UnsupportedType
)

const (
	SolutionFile   = core.SolutionFile
	maxOutputNodes = core.MaxOutputNodes
)

var (
	record           = core.Record
	reportNanos      = core.ReportNanos
	nanotime         = core.Nanotime
	oneLine          = core.OneLine
	parseJSON        = core.ParseJSON
	readJSON         = core.ReadJSON
	describe         = core.Describe
	jsonString       = core.JSONString
	fixed5           = core.Fixed5
	leetcodeTypeName = core.LeetcodeTypeName
	intElement       = core.IntElement
	checkLineCount   = core.CheckLineCount
	expectArray      = core.ExpectArray
)
