package io.appium.java_client.pagefactory;

public @interface iOSXCUITFindBy {
    String accessibility() default "";
    String id() default "";
    String className() default "";
    String xpath() default "";
    String iOSNsPredicate() default "";
    String iOSClassChain() default "";
}
