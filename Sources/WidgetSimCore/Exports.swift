@_exported import PropertyTesting
@_exported import WidgetCommands
@_exported import WidgetJournal
@_exported import WidgetModel
