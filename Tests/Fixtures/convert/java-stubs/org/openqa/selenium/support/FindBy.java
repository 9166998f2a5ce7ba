package org.openqa.selenium.support;

public @interface FindBy {
    String xpath() default "";
}
