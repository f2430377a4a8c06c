// Between the translation unit's consumer (Translator.cpp: the steps of one unit) and the
// code that runs clang on a file or a string (TranslatorRun.cpp).
#pragma once

#include "rewriters/emit/HostRewrite.h"
#include "rewriters/Translator.h"

#include "clang/AST/ASTConsumer.h"

#include <memory>
#include <string>

namespace kt {

/// The consumer that translates one unit into Out (TranslateConsumer, Translator.cpp); PP
/// and Files are what the preprocessor recorded for it.
std::unique_ptr<clang::ASTConsumer> makeTranslateConsumer(TranslateResult &Out,
                                                          const TranslateOptions &Opts,
                                                          PreprocessorFacts &PP,
                                                          const EditableFiles &Files,
                                                          std::string File);

} // namespace kt
