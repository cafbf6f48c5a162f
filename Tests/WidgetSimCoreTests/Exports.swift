/// The helpers every test target shares (the widgetsim binary, golden files, seeds, journals as bytes), for every
/// file of this one.
@_exported import WidgetTestSupport
